import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY } from "./theme";
import { ThemeProvider } from "./theme-provider";
import { ThemeToggle } from "./theme-toggle";
import { useTheme } from "./use-theme";

function CurrentTheme() {
  const { theme, resolvedTheme } = useTheme();
  return (
    <p>
      {theme}/{resolvedTheme}
    </p>
  );
}

function renderThemed() {
  return render(
    <ThemeProvider>
      <CurrentTheme />
      <ThemeToggle />
    </ThemeProvider>,
  );
}

describe("ThemeProvider", () => {
  it("starts dark when nothing is stored", () => {
    renderThemed();
    expect(screen.getByText("dark/dark")).toBeInTheDocument();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("restores a stored theme", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "light");
    renderThemed();
    expect(screen.getByText("light/light")).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("ignores an unknown stored value", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "purple");
    renderThemed();
    expect(screen.getByText("dark/dark")).toBeInTheDocument();
  });

  it("cycles light → dark → system → light and saves each choice", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(THEME_STORAGE_KEY, "light");
    renderThemed();
    const toggle = () => screen.getByRole("button", { name: /^Theme:/ });

    expect(toggle()).toHaveAccessibleName("Theme: light. Switch to dark");
    await user.click(toggle());
    expect(screen.getByText("dark/dark")).toBeInTheDocument();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");

    await user.click(toggle());
    expect(screen.getByText(/^system\//)).toBeInTheDocument();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");

    await user.click(toggle());
    expect(screen.getByText("light/light")).toBeInTheDocument();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("resolves system from the operating system's preference", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "system");
    const matchMedia = vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal("matchMedia", matchMedia);
    try {
      renderThemed();
      expect(screen.getByText("system/light")).toBeInTheDocument();
      expect(matchMedia).toHaveBeenCalledWith("(prefers-color-scheme: dark)");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("follows a change of the operating system's preference live while on system", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "system");
    let prefersDark = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        get matches() {
          return prefersDark;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      })),
    );
    try {
      const { unmount } = renderThemed();
      expect(screen.getByText("system/light")).toBeInTheDocument();
      expect(document.documentElement).not.toHaveClass("dark");

      prefersDark = true;
      act(() => {
        for (const listener of listeners) listener();
      });
      expect(screen.getByText("system/dark")).toBeInTheDocument();
      expect(document.documentElement).toHaveClass("dark");

      unmount();
      expect(listeners.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("throws when used outside the provider", () => {
    // React logs the thrown error; keep the test output clean.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() => renderHook(() => useTheme())).toThrow("useTheme must be used within a ThemeProvider");
    } finally {
      consoleError.mockRestore();
    }
  });
});
