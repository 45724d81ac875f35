// The server part of the four profile paths: the checked user, read fresh from the database.
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/layout/page-header";
import { getEnv } from "@/lib/config/env";
import { requirePageUser } from "@/lib/auth/page";
import { getDb } from "@/lib/db/client";
import { dayIn, formatDayFr } from "@/lib/domain/periods";
import { getPublicUser } from "@/lib/services/users";
import { ProfileView } from "@/components/profile/profile-view";

export async function ProfilePage({ path }: { path: string }) {
  const session = await requirePageUser(path);
  const user = await getPublicUser(await getDb(), session.id);
  if (!user) redirect("/auth");
  const memberSince = formatDayFr(dayIn(getEnv().APP_TIMEZONE, new Date(user.createdAt)));
  return (
    <>
      <PageHeader title="Mon profil" />
      <ProfileView initialUser={user} memberSince={memberSince} />
    </>
  );
}
