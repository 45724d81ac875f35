// /auth — login (Connexion) and registration request (Demande)
import { AuthScreen } from "@/components/auth/auth-screen";

export const metadata = { title: "Connexion" };

export default function AuthPage() {
  return <AuthScreen />;
}
