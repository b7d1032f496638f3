import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, routesDirectory: "src/routes" }),
    react(),
    tailwindcss(),
  ],
  build: { target: "es2022", sourcemap: false },
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: { "/api": apiTarget, "/uploads": apiTarget },
  },
});
