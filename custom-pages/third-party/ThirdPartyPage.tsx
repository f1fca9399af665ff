import { Box } from "@mui/material";
import { Title } from "react-admin";
import { useQueryParams } from "../auth/useQueryParams";
import { readReturnParams } from "./outcome";
import { ResultCard } from "./ResultCard";
import { useOnboardingResult } from "./useOnboardingResult";

/**
 * "/third-party": where a payment provider's onboarding sends the browser back
 * (`?status=connected|return|refresh|canceled|expired&provider=card|paypal&website_id=…`).
 */
const ThirdPartyPage = () => {
  const params = readReturnParams(useQueryParams());
  const { outcome, error } = useOnboardingResult(params);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.shell.third_party.page" />
      <ResultCard outcome={outcome} provider={params.provider} error={error} websiteId={params.websiteId} />
    </Box>
  );
};

export default ThirdPartyPage;
