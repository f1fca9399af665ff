import { Box, LinearProgress, Pagination, Skeleton, Stack, Typography } from "@mui/material";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import { Title, useTranslate } from "react-admin";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { EmptyPanel } from "../../../ui/EmptyPanel";
import { AdminCatalogueActions } from "./AdminCatalogueActions";
import { CatalogueCard } from "./CatalogueCard";
import { CatalogueFilters } from "./CatalogueFilters";
import { useCatalogue, useCatalogueFilters } from "./useCatalogue";

const GRID = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: "repeat(auto-fill, minmax(230px, 1fr))",
  listStyle: "none",
  m: 0,
  p: 0,
} as const;

/** "/catalog": the supplier catalogue, 12 per page, to pick blanks for the store. */
const CataloguePage = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const catalogue = useCatalogue();
  const filters = useCatalogueFilters();
  const page = catalogue.data;
  const isAdmin = user?.is_admin === true;

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.catalogue.page.catalog" />
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="flex-start"
        sx={{ mb: 2 }}
        spacing={2}
      >
        <Typography variant="h5" component="h1">
          {translate("app.catalogue.page.catalog")}
        </Typography>
        {isAdmin && (
          <AdminCatalogueActions inactive={catalogue.inactive} onInactive={catalogue.setInactive} />
        )}
      </Stack>
      <CatalogueFilters
        term={catalogue.term}
        onTerm={catalogue.setTerm}
        brands={filters.brands}
        selectedBrands={catalogue.brands}
        onBrands={catalogue.setBrands}
        categories={filters.categories}
        selectedCategories={catalogue.categories}
        onCategories={catalogue.setCategories}
      />
      <LinearProgress
        sx={{ visibility: catalogue.isFetching && page ? "visible" : "hidden", height: 2, mb: 1 }}
      />
      {catalogue.isError ? (
        <Typography color="error">{translate("app.catalogue.fetch_failed")}</Typography>
      ) : !page ? (
        <Box sx={GRID} aria-busy="true">
          {Array.from({ length: 8 }, (_, n) => (
            <Skeleton key={n} variant="rounded" height={380} />
          ))}
        </Box>
      ) : page.data.length === 0 ? (
        <EmptyPanel
          icon={<SearchOffIcon />}
          title={translate("app.catalogue.empty")}
          text={translate("app.catalogue.empty_hint")}
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate("app.catalogue.total", { smart_count: page.total })}
          </Typography>
          <Box component="ul" sx={GRID}>
            {page.data.map((item) => (
              <li key={item.id}>
                <CatalogueCard item={item} isAdmin={isAdmin} />
              </li>
            ))}
          </Box>
          {page.last_page > 1 && (
            <Pagination
              sx={{ mt: 3, display: "flex", justifyContent: "center" }}
              count={page.last_page}
              page={catalogue.page}
              onChange={(_event, next) => catalogue.setPage(next)}
            />
          )}
        </>
      )}
    </Box>
  );
};

export default CataloguePage;
