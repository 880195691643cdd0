// Sets the saved theme on <html> before the stylesheet and the app load, so the first paint is already right.
// Loaded synchronously from index.html as a file, since the CSP forbids inline scripts. It mirrors
// src/app/theme/theme.ts (key "kancl-theme", light | dark | system, default dark, system from prefers-color-scheme);
// src/app/theme/theme-init.test.ts checks that the two agree.
(() => {
  let theme = "dark";
  try {
    const stored = window.localStorage.getItem("kancl-theme");
    if (stored === "light" || stored === "dark" || stored === "system") theme = stored;
  } catch {
    // Storage blocked: keep the default.
  }
  const prefersDark =
    typeof window.matchMedia !== "function" || window.matchMedia("(prefers-color-scheme: dark)").matches;
  document.documentElement.classList.toggle("dark", theme === "dark" || (theme === "system" && prefersDark));
})();
