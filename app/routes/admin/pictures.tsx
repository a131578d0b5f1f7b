/**
 * Team-leader pictures (/admin/team-leader-pictures): every picture in display
 * order, with the order editable in place (saved on blur), an active switch,
 * edit and delete. Deleting a picture also removes its stored file.
 */
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { z } from "zod";
import { useHydrated } from "~/hooks/use-hydrated";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeader } from "~/components/admin/page-header";
import { PictureCard, PictureRow } from "~/components/admin/picture-row";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { PICTURE_ADMIN_TEXT, PICTURE_TEXT } from "~/content/admin/pictures";
import { activeUpdateSchema, displayOrderUpdateSchema } from "~/models/team-leader-picture";
import { failureMessage, refuse, succeed } from "~/server/admin-kit.server";
import { requireAdmin } from "~/server/auth.server";
import { removeTeamLeaderPictureFile } from "~/server/images.server";
import { deletePicture, listPictures, setPictureActive, setPictureOrder } from "~/server/team-leader-pictures.server";
import type { Route } from "./+types/pictures";

export const meta: Route.MetaFunction = () => [{ title: "Team Leader Pictures | Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  try {
    const pictures = await listPictures();
    return {
      pictures: pictures.map((p) => ({
        id: p.id,
        imageType: p.imageType,
        altText: p.altText,
        displayOrder: p.displayOrder,
        isActive: p.isActive,
        imagePath: p.imagePath,
      })),
    };
  } catch (error) {
    // The spec: a failed picture list fetch returns an empty list.
    console.error("[admin] listing team-leader pictures failed:", error);
    return { pictures: [] };
  }
}

const intentSchema = z.object({ intent: z.enum(["order", "active", "delete"]), id: z.uuid() });

export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context);
  const formData = await request.formData();
  const rawIntent = formData.get("intent");
  const failureText =
    rawIntent === "order"
      ? PICTURE_ADMIN_TEXT.orderFailed
      : rawIntent === "active"
        ? PICTURE_ADMIN_TEXT.statusFailed
        : PICTURE_ADMIN_TEXT.deleteFailed;
  const failed = (status: number, description: string = failureText) =>
    refuse(status, { title: PICTURE_ADMIN_TEXT.errorTitle, description });
  const parsed = intentSchema.safeParse({ intent: rawIntent, id: formData.get("id") });
  if (!parsed.success) {
    const badId = parsed.error.issues.some((issue) => issue.path[0] === "id");
    return failed(badId ? 404 : 400);
  }
  const { intent, id } = parsed.data;

  try {
    switch (intent) {
      case "order": {
        // Here an empty order is an error, not the new-picture default.
        const raw = formData.get("displayOrder");
        const value = displayOrderUpdateSchema.safeParse({
          displayOrder: typeof raw === "string" && raw.trim() !== "" ? raw : "not a number",
        });
        if (!value.success) {
          const message = value.error.issues[0]?.message ?? failureText;
          return failed(400, message);
        }
        const row = await setPictureOrder(id, value.data.displayOrder);
        if (!row) return failed(404);
        return succeed({ title: PICTURE_ADMIN_TEXT.orderUpdated, description: PICTURE_ADMIN_TEXT.orderUpdatedMessage });
      }
      case "active": {
        const value = activeUpdateSchema.safeParse({ isActive: formData.get("isActive") ?? undefined });
        if (!value.success) return failed(400);
        const row = await setPictureActive(id, value.data.isActive);
        if (!row) return failed(404);
        return succeed(
          row.isActive
            ? { title: PICTURE_TEXT.activatedTitle, description: PICTURE_TEXT.activatedMessage }
            : { title: PICTURE_TEXT.hiddenTitle, description: PICTURE_TEXT.hiddenMessage },
        );
      }
      case "delete": {
        const row = await deletePicture(id);
        if (!row) return failed(404);
        await removeTeamLeaderPictureFile(row.imagePath).catch((error) =>
          console.error(`[admin] removing the file of picture ${id} failed:`, error),
        );
        return succeed({ title: PICTURE_ADMIN_TEXT.deleted, description: PICTURE_ADMIN_TEXT.deletedMessage });
      }
    }
  } catch (error) {
    failureMessage(`admin/pictures ${intent} ${id}`, error);
    return failed(500);
  }
}

export default function PicturesPage({ loaderData }: Route.ComponentProps) {
  const { pictures } = loaderData;
  const addButton = (
    <Button asChild>
      <Link to="/admin/team-leader-pictures/new">
        <Plus aria-hidden="true" />
        {PICTURE_ADMIN_TEXT.addNew}
      </Link>
    </Button>
  );
  const hydrated = useHydrated();
  return (
    <div data-hydrated={hydrated || undefined}>
      <PageHeader title={PICTURE_ADMIN_TEXT.listTitle} description={PICTURE_ADMIN_TEXT.listDescription} actions={addButton} />
      {pictures.length === 0 ? (
        <EmptyState
          action={
            <Button asChild variant="outline">
              <Link to="/admin/team-leader-pictures/new">
                <Plus aria-hidden="true" />
                {PICTURE_ADMIN_TEXT.addFirst}
              </Link>
            </Button>
          }
        >
          {PICTURE_ADMIN_TEXT.empty}
        </EmptyState>
      ) : (
        <>
        <ul className="grid gap-3 md:hidden" aria-label="Pictures">
          {pictures.map((picture) => (
            <PictureCard key={picture.id} picture={picture} />
          ))}
        </ul>
        <Table containerClassName="hidden md:block">
          <TableHeader>
            <TableRow>
              <TableHead className="w-20">Image</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Alt Text</TableHead>
              <TableHead className="w-24">Order</TableHead>
              <TableHead className="w-32">Status</TableHead>
              <TableHead className="w-24 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {pictures.map((picture) => (
              <PictureRow key={picture.id} picture={picture} />
            ))}
          </TableBody>
        </Table>
        </>
      )}
    </div>
  );
}
