import { Box, Card, Divider, LinearProgress, List, TablePagination, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { ROWS_PER_PAGE } from "../../ui/lists/listPaging";
import { NotificationRow } from "./NotificationRow";
import { NotificationsToolbar } from "./NotificationsToolbar";
import { useNotificationPage } from "./useNotificationPage";

/** "/notifications": every notification of the user, paged, with read and clear actions. */
const NotificationList = () => {
  const translate = useTranslate();
  const { data, isFetching, filter, setFilter, page, setPage, perPage, setPerPage } = useNotificationPage();
  const rows = data?.data ?? [];

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.shell.page.notifications" />
      <Card>
        <NotificationsToolbar filter={filter} onFilter={setFilter} unseen={data?.unseen ?? 0} />
        <Divider />
        <LinearProgress sx={{ visibility: isFetching ? "visible" : "hidden", height: 2 }} />
        {rows.length === 0 && !isFetching ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
            {translate(filter === "unseen" ? "app.shell.bell.empty" : "app.shell.notifications.empty")}
          </Typography>
        ) : (
          <List disablePadding aria-label={translate("app.shell.page.notifications")}>
            {rows.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} />
            ))}
          </List>
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={Math.max(page - 1, 0)}
          onPageChange={(_, next) => setPage(next + 1)}
          rowsPerPage={perPage}
          rowsPerPageOptions={ROWS_PER_PAGE}
          onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
          labelRowsPerPage={translate("ra.navigation.page_rows_per_page")}
        />
      </Card>
    </Box>
  );
};

export default NotificationList;
