// /auth — login (Connexion) and registration request (Demande); to someone already logged in, his dashboard
// or Se déconnecter (SPEC §2's route table opens /auth to anyone: it does not send him away).
// A Pages Router page: the App Router's client runtime alone weighs about 131 KB gzip, over the 130 KB
// this page may load on a slow mobile network; the Pages Router's runtime is about 109 KB.
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { AuthScreen } from "@/components/auth/auth-screen";
import type { SignedInViewer } from "@/components/auth/signed-in";
import { getSessionUser } from "@/lib/auth/session";

interface AuthProps {
  viewer: SignedInViewer | null;
}

export default function AuthPage({ viewer }: AuthProps) {
  return (
    <>
      <Head>
        <title>Connexion · Caisse</title>
      </Head>
      <AuthScreen viewer={viewer} />
    </>
  );
}

// Rendered per request, never prerendered: its scripts carry the request's CSP nonce (pages/_document.tsx).
// The session is checked as every page checks it (the database says whether it is still open): an ended,
// expired or revoked session, or a database that does not answer, gets the login form.
export const getServerSideProps: GetServerSideProps<AuthProps> = async ({ req }) => {
  let viewer: SignedInViewer | null = null;
  try {
    const user = await getSessionUser(req);
    if (user) viewer = { nomComplet: user.nomComplet, role: user.role };
  } catch (error) {
    console.error("[auth] session :", error);
  }
  return { props: { viewer } };
};
