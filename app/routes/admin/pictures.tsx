/**
 * Team-leader pictures (/admin/team-leader-pictures): every picture in display
 * order, with the order editable in place (saved on blur), an active switch,
 * edit and delete. Deleting a picture also removes its stored file.
 */
import { Link } from "react-router";
import { Plus } from "lucide-react";
import * as v from "valibot";
import { fields } from "~/models/text";
import { useHydrated } from "~/hooks/use-hydrated";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeader } from "~/components/admin/page-header";
import { PictureCard, PictureRow } from "~/components/admin/picture-row";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { PICTURE_ADMIN_TEXT as TEXT, PICTURE_TEXT } from "~/content/admin/pictures";
import { activeUpdateSchema, displayOrderUpdateSchema } from "~/models/team-leader-picture";
import { ifRecordId, intent, loadListScreen, onePage, runIntent } from "~/server/kernel/admin-kit.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { removeTeamLeaderPictureFile } from "~/server/storage/images.server";
import { deletePicture, listPictures, setPictureActive, setPictureOrder } from "~/server/team/queries.server";
import type { Route } from "./+types/pictures";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  // Every picture on one page, in display order. The spec: a failed fetch
  // shows an empty list (the kit logs the failure; the screen shows no error).
  return loadListScreen(request, {
    name: "admin/pictures",
    query: { page: 1, pageSize: 1 },
    list: async () =>
      onePage(
        (await listPictures()).map((p) => ({
          id: p.id,
          imageType: p.imageType,
          altText: p.altText,
          displayOrder: p.displayOrder,
          isActive: p.isActive,
          imagePath: p.imagePath,
        })),
      ),
    text: { notFound: TEXT.errorTitle, notFoundMessage: TEXT.loadFailed },
  });
}

// A malformed id names no picture: 404 (through `run`), as a missing one.
// An empty id is refused (400) as the missing value it used to be.
const byId = fields({ id: v.pipe(v.string(), v.minLength(1)) });

/** Every failure is worded by the screen, except a refused order value, which says what is wrong with it. */
const failed = (sentence: string, sayWhy = false) => (description: string, status: number) => ({
  title: TEXT.errorTitle,
  description: sayWhy && status === 400 ? description : sentence,
});

export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context);
  return runIntent(
    request,
    {
      order: intent({
        schema: fields({ ...displayOrderUpdateSchema.entries, ...byId.entries }),
        run: ({ id, displayOrder }) => ifRecordId(id, (pictureId) => setPictureOrder(pictureId, displayOrder)),
        done: () => ({ title: TEXT.orderUpdated, description: TEXT.orderUpdatedMessage }),
        failed: failed(TEXT.orderFailed, true),
      }),
      active: intent({
        schema: fields({ ...activeUpdateSchema.entries, ...byId.entries }),
        run: ({ id, isActive }) => ifRecordId(id, (pictureId) => setPictureActive(pictureId, isActive)),
        done: (row) =>
          row.isActive
            ? { title: PICTURE_TEXT.activatedTitle, description: PICTURE_TEXT.activatedMessage }
            : { title: PICTURE_TEXT.hiddenTitle, description: PICTURE_TEXT.hiddenMessage },
        failed: failed(TEXT.statusFailed),
      }),
      delete: intent({
        schema: byId,
        run: async ({ id }) => {
          const row = await ifRecordId(id, deletePicture);
          // The row is gone either way: a file left behind is logged, not reported.
          if (row) {
            await removeTeamLeaderPictureFile(row.imagePath).catch((error) =>
              console.error(`[admin] removing the file of picture ${id} failed:`, error),
            );
          }
          return row;
        },
        done: () => ({ title: TEXT.deleted, description: TEXT.deletedMessage }),
        failed: failed(TEXT.deleteFailed),
      }),
    },
    { name: "admin/pictures", unknownIntent: TEXT.errorTitle, notFoundMessage: TEXT.loadFailed },
  );
}

export default function PicturesPage({ loaderData }: Route.ComponentProps) {
  const pictures = loaderData.page.rows;
  const addButton = (
    <Button asChild>
      <Link to="/admin/team-leader-pictures/new">
        <Plus aria-hidden="true" />
        {TEXT.addNew}
      </Link>
    </Button>
  );
  const hydrated = useHydrated();
  return (
    <div data-hydrated={hydrated || undefined}>
      <PageHeader title={TEXT.listTitle} description={TEXT.listDescription} actions={addButton} />
      {pictures.length === 0 ? (
        <EmptyState
          action={
            <Button asChild variant="outline">
              <Link to="/admin/team-leader-pictures/new">
                <Plus aria-hidden="true" />
                {TEXT.addFirst}
              </Link>
            </Button>
          }
        >
          {TEXT.empty}
        </EmptyState>
      ) : (
        <>
        <ul className="grid gap-3 md:hidden" aria-label={TEXT.listLabel}>
          {pictures.map((picture) => (
            <PictureCard key={picture.id} picture={picture} />
          ))}
        </ul>
        <Table containerClassName="hidden md:block">
          <TableHeader>
            <TableRow>
              <TableHead className="w-20">{TEXT.columns.image}</TableHead>
              <TableHead>{TEXT.columns.type}</TableHead>
              <TableHead>{TEXT.columns.altText}</TableHead>
              <TableHead className="w-24">{TEXT.columns.order}</TableHead>
              <TableHead className="w-32">{TEXT.columns.status}</TableHead>
              <TableHead className="w-24 text-right">{TEXT.columns.actions}</TableHead>
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
