import type { Selectable } from "kysely";
import type { ShipmentsTable } from "../../db/schema.js";

export type Shipment = Selectable<ShipmentsTable>;
