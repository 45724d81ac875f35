// Server side: zod's default messages in French, for any rule without its own message (e.g. a page number).
// The setting is global to zod and zod/mini. Only the server imports this module.
import { z } from "zod";

z.config(z.locales.fr());
