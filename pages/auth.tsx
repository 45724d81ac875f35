// /auth — login (Connexion) and registration request (Demande).
// A Pages Router page: the App Router's client runtime alone weighs about 131 KB gzip, over the 130 KB
// this page may load on a slow mobile network; the Pages Router's runtime is about 109 KB.
import Head from "next/head";
import { AuthScreen } from "@/components/auth/auth-screen";

export default function AuthPage() {
  return (
    <>
      <Head>
        <title>Connexion · Caisse</title>
      </Head>
      <AuthScreen />
    </>
  );
}

// Rendered per request, never prerendered: its scripts carry the request's CSP nonce (pages/_document.tsx).
export const getServerSideProps = async () => ({ props: {} });
