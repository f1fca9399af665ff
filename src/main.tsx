import "./serviceWorker";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadCurrentScreen } from "./App";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

preloadCurrentScreen();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
