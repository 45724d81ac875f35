// npm run restore FICHIER — restores a backup written by npm run backup (or the daily one) into
// PGLITE_DIR, server stopped. Checks the file entirely first (lib/server/restore.ts); the current folder
// is kept aside, never deleted.
import { restoreBackup } from "@/lib/server/restore";
import { describeFailure, loadCheckedEnv } from "@/lib/config/load-env";

async function main() {
  const env = loadCheckedEnv();
  const file = process.argv[2];
  if (env.DATABASE_URL) {
    console.error("La base est PostgreSQL (DATABASE_URL) : restaurez une sauvegarde pg_dump avec pg_restore (voir le README, « Sauvegardes »).");
    process.exitCode = 1;
    return;
  }
  if (!file) {
    console.error(`Indiquez la sauvegarde à restaurer : npm run restore -- ${env.BACKUP_DIR}/caisse-AAAA-MM-JJ_HH-MM-SS.tar.gz`);
    process.exitCode = 1;
    return;
  }
  const result = await restoreBackup(file, env.PGLITE_DIR, (text) => console.log(text));
  console.log(
    `Restauration terminée : la base ${env.PGLITE_DIR} est celle du ${result.manifest.createdAt} ` +
      `(${result.counts.users} utilisateurs, ${result.counts.transactions} transactions ; chaque ligne égale ses écritures).`,
  );
  if (result.previous) console.log(`L'ancien dossier est conservé : ${result.previous} (supprimez-le vous-même quand vous n'en avez plus besoin).`);
  console.log("Démarrez le serveur : npm start");
}

main().catch((error) => {
  console.error(describeFailure(error));
  process.exit(1);
});
