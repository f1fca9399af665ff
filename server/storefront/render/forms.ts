import type { ContactData } from "../../../domain/sections.js";
import { SECTION_MSG } from "../../../domain/sections.js";
import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import type { RenderContext } from "./context.js";

function field(
  name: string,
  label: string,
  type: "text" | "email" | "tel" | "textarea",
  required: boolean,
): string {
  const req = required ? " required" : "";
  const control =
    type === "textarea"
      ? `<textarea name="${name}" rows="5" maxlength="5000"${req}></textarea>`
      : `<input type="${type}" name="${name}" maxlength="200"${req}${type === "email" ? ' autocomplete="email"' : ""}>`;
  return `<label>${esc(label)}${control}<span class="err" data-err="${name}"></span></label>`;
}

function address(rc: RenderContext): string {
  const a = rc.address;
  if (!a) return "";
  const lines = [a.street, [a.postal, a.city].filter(Boolean).join(" "), a.state, a.country, a.phone]
    .filter((l): l is string => typeof l === "string" && l !== "")
    .map(esc);
  return lines.length > 0 ? `<address class="address">${lines.join("<br>")}</address>` : "";
}

function notice(rc: RenderContext): string {
  if (rc.contactStatus === "sent") return `<p class="notice">${esc(SECTION_MSG.contactSent)}</p>`;
  if (rc.contactStatus === "error") return `<p class="notice bad">${esc(SECTION_MSG.contactFailed)}</p>`;
  return `<p class="notice" hidden></p>`;
}

/**
 * The contact section (and custom_form, which has only a title): a real form posting to
 * POST /api/storefront/{link}/contact. Optional fields follow the section's switches.
 */
export function contactForm(
  rc: RenderContext,
  sectionId: string,
  d: ContactData | { title: string },
): string {
  const flags: Partial<ContactData> = "first_last_name" in d ? d : {};
  const title = d.title ? `<h2>${esc(d.title)}</h2>` : "";
  if (!rc.store.contactFormEnabled)
    return `<div class="wrap">${title}${flags.contact_address ? address(rc) : ""}</div>`;
  const names = flags.first_last_name
    ? field("first_name", "First name", "text", true) + field("last_name", "Last name", "text", true)
    : field("name", "Name", "text", true);
  const fields = [
    names,
    field("email", "E-mail", "email", true),
    flags.business_name ? field("business_name", "Business name", "text", false) : "",
    flags.phone ? field("phone", "Phone", "tel", false) : "",
    flags.full_address ? field("address", "Address", "text", false) : "",
    field("message", "Message", "textarea", true),
  ].join("");
  const action = `/api/storefront/${encodeURIComponent(rc.store.link)}/contact${rc.query}`;
  return (
    `<div class="wrap">${title}${flags.contact_address ? address(rc) : ""}` +
    `<form class="contact" method="post" action="${esc(action)}" data-failed="${esc(SECTION_MSG.contactFailed)}">` +
    `<input type="hidden" name="section_id" value="${esc(sectionId)}"><input type="hidden" name="page" value="${esc(rc.path)}">${fields}${notice(rc)}` +
    `<div><button type="submit">Send</button></div></form></div>`
  );
}
