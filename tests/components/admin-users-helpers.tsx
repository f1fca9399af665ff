import { lazy } from "react";
import { Route } from "react-router-dom";
import type { Reply } from "./api";

const UserList = lazy(() => import("../../resources/users/UserList"));
const UserEdit = lazy(() => import("../../resources/users/UserEdit"));

/** The User resource's list and edit pages, at the paths react-admin gives them. */
export const userRoutes = [
  <Route key="/User" path="/User" element={<UserList />} />,
  <Route key="/User/:id" path="/User/:id" element={<UserEdit />} />,
];

/** Loads the resource's pages before a test's timer starts. */
export const loadUserPages = () =>
  Promise.all([import("../../resources/users/UserList"), import("../../resources/users/UserEdit")]);

/** A page of GET /api/bread/User: the rows and the Content-Range naming the total. */
export const userPage = <T,>(rows: T[], total = rows.length, offset = 0): Reply => ({
  body: rows,
  headers: { "Content-Range": `user ${offset}-${offset + Math.max(rows.length - 1, 0)}/${total}` },
});

export const adminUser = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  name: "Dana Designer",
  email: "dana@example.com",
  role_id: 2,
  is_admin: false,
  website_role: null,
  can_create_stores: 0,
  company_id: null,
  main_company_role: "designer",
  email_verified_at: null,
  production_margin: 1,
  deactivated_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
  version: 1,
  ...overrides,
});
