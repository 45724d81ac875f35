// Mon profil — profile page (SPEC §2 "Profile page"), the same at its four paths
import { ProfilePage } from "@/app/(app)/_screens/profile-page";

export const metadata = { title: "Mon profil" };

export default function Page() {
  return <ProfilePage path="/partner/profile" />;
}
