/** A user account as GET /api/bread/User answers it (no password hash, token or secret). */
export interface UserRecord {
  id: number;
  name: string;
  email: string;
  role_id: number;
  is_admin: boolean;
  website_role: string | null;
  company_id: number | null;
  can_create_stores: number;
  main_company_role: string | null;
  production_margin: number;
  email_verified_at: string | null;
  deactivated_at: string | null;
  created_at: string;
}
