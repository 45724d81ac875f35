// Mon profil — profile page (SPEC §2 "Profile page"), the same at its four paths
import { ProfilePage } from "@/components/profile/profile-page";

export const metadata = { title: "Mon profil" };

export default function Page() {
  return <ProfilePage path="/superviseur/profile" />;
}
