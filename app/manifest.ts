// /manifest.webmanifest — makes Caisse installable on a phone: French name, the app's
// green, standalone window, icons in public/icons (PNG made from app/icon.svg; a maskable one for Android).
import type { MetadataRoute } from "next";

export const THEME_COLOR = "#047857";

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Caisse",
    short_name: "Caisse",
    description: "Suivi des caisses, du mobile money et des partenaires (F CFA)",
    lang: "fr",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
