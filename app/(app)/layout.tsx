// The signed-in shell: the sidebar of the current user's role around every page.
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { AppSidebar } from "@/components/layout/app-sidebar";
import { ViewerProvider } from "@/components/layout/viewer-context";
import { SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { SIDEBAR_COOKIE } from "@/components/ui/sidebar-cookie";
import { getCurrentUser } from "@/lib/auth/session";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/auth");
  const defaultOpen = (await cookies()).get(SIDEBAR_COOKIE)?.value !== "false";
  return (
    <ViewerProvider viewer={{ id: user.id, nomComplet: user.nomComplet, role: user.role }}>
      <SidebarProvider defaultOpen={defaultOpen}>
        <AppSidebar user={{ nomComplet: user.nomComplet, role: user.role }} />
        <SidebarInset>{children}</SidebarInset>
      </SidebarProvider>
    </ViewerProvider>
  );
}
