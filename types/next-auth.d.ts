import type { Role } from "@/lib/domain/constants";

declare module "next-auth" {
  interface Session {
    user: { id: string; name: string; role: Role };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: Role;
    tv?: number;
  }
}
