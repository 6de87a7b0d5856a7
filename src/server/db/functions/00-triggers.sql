-- The one helper the other files use to attach a statement-level trigger function to a table: an
-- AFTER INSERT, an AFTER UPDATE and an AFTER DELETE trigger named <name>_insert|_update|_delete, with the
-- transition tables `new_rows` / `old_rows` the functions read. CREATE OR REPLACE TRIGGER keeps it idempotent.
CREATE OR REPLACE FUNCTION attach_statement_triggers(p_table regclass, p_name text, p_function text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I()', p_name || '_insert', p_table, p_function);
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I()', p_name || '_update', p_table, p_function);
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I()', p_name || '_delete', p_table, p_function);
END $$;

-- Its inverse, for a trigger function merged into another one: its three triggers and the function itself
-- go if they are there (a database made before the merge), else nothing happens.
CREATE OR REPLACE FUNCTION retire_statement_triggers(p_table regclass, p_name text, p_function text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  suffix text;
BEGIN
  FOREACH suffix IN ARRAY ARRAY['_insert', '_update', '_delete'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', p_name || suffix, p_table);
  END LOOP;
  EXECUTE format('DROP FUNCTION IF EXISTS %I()', p_function);
END $$;
