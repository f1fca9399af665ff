import { useState } from "react";
import { Box, Chip, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslate } from "react-admin";
import { useFormContext, type FieldValues } from "react-hook-form";
import { z } from "zod";
import { MSG } from "../../../domain/messages";
import { AddRowForm, AddRowTextInput, type AddOutcome } from "../../../ui/AddRowForm";
import { useServerTextResolver } from "../../../ui/useServerTextResolver";
import { EmptyList, ListSkeleton, LoadFailed } from "./ListState";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall, type CallResult } from "../../../ui/useApiCall";
import { useWhitelistChanged, useWhitelistDomains, type WhitelistChange } from "./useWhitelist";

type DomainForm = { domain: string };
const EMPTY: DomainForm = { domain: "" };
// The browser asks only for a domain; the server checks its form (and answers beside the field).
const byDomain = zodResolver(z.object({ domain: z.string().trim().min(1, MSG.required) }), undefined, {
  raw: true,
});

/** The list's errors come back as whitelist_emails.<index>: each is said at the domain field. */
const refusalOf = (outcome: { message: string; fields: Record<string, string> }) =>
  Object.values(outcome.fields)[0] ?? outcome.message;

/** Email domains whose users may join the store (the spec's whitelist_emails), saved as a list. */
export const WhitelistDomains = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useWhitelistChanged(websiteId);
  const { data, isPending, isError } = useWhitelistDomains(websiteId);
  const resolver = useServerTextResolver(byDomain);
  const [pending, setPending] = useState(false);

  const save = async (next: string[]): Promise<CallResult<unknown>> => {
    setPending(true);
    const body: WhitelistChange = { whitelist_emails: next };
    const outcome = await call(() => dataProvider.changeStoreWhitelist(websiteId, body));
    setPending(false);
    if (outcome.ok) await changed();
    return outcome;
  };

  const add = async (values: FieldValues): Promise<AddOutcome> => {
    const domain: unknown = values.domain;
    if (typeof domain !== "string") return undefined;
    const outcome = await save([...(data ?? []), domain.trim()]);
    if (!outcome.ok) return { domain: refusalOf(outcome) };
    return undefined;
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate("app.team.whitelist.domains")}
      </Typography>
      <AddRowForm
        empty={EMPTY}
        resolver={resolver}
        onAdd={add}
        submitLabel="app.team.whitelist.add_domain"
        disabled={pending || isPending}
        above={
          isPending ? (
            <ListSkeleton rows={1} />
          ) : isError ? (
            <LoadFailed />
          ) : data.length === 0 ? (
            <EmptyList text="app.team.whitelist.no_domains" />
          ) : (
            <DomainChips domains={data} pending={pending} save={save} />
          )
        }
      >
        <AddRowTextInput
          source="domain"
          label="app.team.whitelist.domain"
          placeholder="example.com"
          disabled={pending || isPending}
        />
      </AddRowForm>
    </Box>
  );
};

/** The saved domains; removing one saves the list without it, a refusal said at the domain field. */
const DomainChips = ({
  domains,
  pending,
  save,
}: {
  domains: string[];
  pending: boolean;
  save: (next: string[]) => Promise<CallResult<unknown>>;
}) => {
  const { reset, setError } = useFormContext<DomainForm>();
  const remove = async (domain: string) => {
    const outcome = await save(domains.filter((x) => x !== domain));
    if (outcome.ok) reset(EMPTY);
    else setError("domain", { type: "server", message: refusalOf(outcome) });
  };
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 2 }}>
      {domains.map((d) => (
        <Chip key={d} label={d} disabled={pending} onDelete={() => void remove(d)} />
      ))}
    </Box>
  );
};
