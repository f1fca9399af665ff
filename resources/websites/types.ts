/** A /api/bread/Website row (docs/api-contract.md). */
export interface WebsiteRecord {
  id: number;
  name: string;
  link: string | null;
  logo_url: string | null;
  plan: string;
  is_launched: number | boolean;
  is_demo: number | boolean;
  limits: Record<string, unknown>;
  margin: number | null;
  user_id: number;
  created_at: string;
}
