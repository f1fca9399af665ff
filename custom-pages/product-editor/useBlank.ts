import { useEffect, useState } from "react";
import { apiRequest } from "../../providers/httpClient";

export interface BlankVariant {
  id: number;
  color: string;
  color_swatch: string;
  size: string;
  available: number;
  quantity: number;
  images: { place: string; url: string | null }[];
}
export interface Blank {
  id: number;
  name: string;
  variants: BlankVariant[];
}

/** A supplier blank (GET /api/smake/product/{id}) for the create page. */
export function useBlank(id: number) {
  const [blank, setBlank] = useState<Blank | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    apiRequest<Blank>(`/api/smake/product/${id}`).then(
      (b) => live && setBlank(b),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return { blank, failed };
}
