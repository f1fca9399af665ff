import { lazy, Suspense } from "react";
import { Skeleton } from "@mui/material";
import type { DesignEditorProps } from "./DesignEditor";

// Fabric is only in this chunk: pages import the editor through here, never directly.
const DesignEditor = lazy(() => import("./DesignEditor"));

export const LazyDesignEditor = (props: DesignEditorProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={480} aria-busy="true" />}>
    <DesignEditor {...props} />
  </Suspense>
);
