-- Partner names (docs/decisions/0026-partenaires-identite-jamais-nom.md).

-- The fold of lib/domain/partners.ts (FOLD_FROM -> FOLD_TO, then FOLD_PAIRS), explicit so that it gives the
-- same answer whatever the database's locale (tests/db/partner-fold.db.test.ts compares the two).
CREATE OR REPLACE FUNCTION caisse_fold_name(p_name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      translate(p_name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž   ', 'abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzz   '),
      'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'ß', 'ss'), 'ẞ', 'ss'),
    ' {2,}', ' ', 'g'), ' ')
$$;

-- A free partner's line key. The application refuses a name that folds to nothing or to an id's shape; older
-- data that did goes under `part-~` so that it can never land on a registered partner's line.
CREATE OR REPLACE FUNCTION caisse_free_partner_key(p_name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN f = '' OR f ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN 'part-~' || f
    ELSE 'part-' || f END
  FROM (SELECT caisse_fold_name(p_name) AS f) x
$$;
