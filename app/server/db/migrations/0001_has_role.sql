-- The role check the spec names: has_role(requested_user_id, requested_role).
-- The server calls it to decide whether a signed-in user may enter /admin.
CREATE OR REPLACE FUNCTION has_role(requested_user_id uuid, requested_role text)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
  SELECT EXISTS (
    SELECT 1 FROM user_roles
    WHERE user_id = requested_user_id AND role = requested_role
  );
$$;
