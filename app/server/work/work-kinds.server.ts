/**
 * The four kinds of Our Work as one registry the admin screens read: each
 * kind's form schema, list query, and its data functions (list, get, create,
 * update, delete). The list screen and the editor look a kind up here instead
 * of switching over four tables; the columns each list shows are in
 * components/admin/work-columns.tsx.
 */
import type * as v from "valibot";
import {
  caseStudySchema,
  clientLogoSchema,
  featuredProjectSchema,
  testimonialSchema,
  type WorkFormValues,
  type WorkKindSlug,
} from "~/models/work";
import type { ImageAlt } from "~/models/image";
import { createListQuerySchema, type ListQuery } from "~/models/pagination";
import { parseListParams } from "../kernel/admin-list.server";
import * as caseStudies from "./case-study-queries.server";
import * as clientLogos from "./client-logo-queries.server";
import type { Page } from "../db/list.server";
import * as featuredProjects from "./featured-project-queries.server";
import * as testimonials from "./testimonial-queries.server";

type WorkStore<Row, Input, Values> = {
  schema: v.GenericSchema<unknown, Input>;
  listQuery: v.GenericSchema<unknown, ListQuery<string>>;
  list: (query: ListQuery<string>) => Promise<Page<Row>>;
  get: (id: string) => Promise<Row | undefined>;
  /** The stored record's editable fields, as the form starts from them. */
  values: (row: Row) => Values;
  create: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<Row | undefined>;
  delete: (id: string) => Promise<boolean>;
};

/** Declares a kind (only here so TypeScript checks each kind's functions against its schema). */
function store<Row, Input, Values>(spec: WorkStore<Row, Input, Values>) {
  return spec;
}

/** The stored alt as the form shows it (a row saved before the fields existed has none). */
const altValues = (row: ImageAlt) => ({ imageAlt: row.imageAlt ?? "", imageDecorative: row.imageDecorative });

const listQuery = <K extends string>(sortKeys: readonly [K, ...K[]]) =>
  createListQuerySchema({ sortKeys, defaultSort: "createdAt" as K }) as unknown as v.GenericSchema<unknown, ListQuery<string>>;

export const WORK_STORES = {
  "case-studies": store<caseStudies.CaseStudy, v.InferOutput<typeof caseStudySchema>, WorkFormValues["case-studies"]>({
    schema: caseStudySchema,
    listQuery: listQuery(caseStudies.CASE_STUDY_SORT_KEYS),
    list: (query) => caseStudies.listCaseStudiesPage(query as Parameters<typeof caseStudies.listCaseStudiesPage>[0]),
    get: caseStudies.getCaseStudy,
    values: (row) => ({
      title: row.title,
      slug: row.slug,
      description: row.description,
      imageUrl: row.imageUrl,
      readMoreLink: row.readMoreLink,
      tags: row.tags,
      ...altValues(row),
    }),
    create: caseStudies.createCaseStudy,
    update: caseStudies.updateCaseStudy,
    delete: caseStudies.deleteCaseStudy,
  }),
  "featured-projects": store<featuredProjects.FeaturedProject, v.InferOutput<typeof featuredProjectSchema>, WorkFormValues["featured-projects"]>({
    schema: featuredProjectSchema,
    listQuery: listQuery(featuredProjects.FEATURED_PROJECT_SORT_KEYS),
    list: (query) =>
      featuredProjects.listFeaturedProjectsPage(query as Parameters<typeof featuredProjects.listFeaturedProjectsPage>[0]),
    get: featuredProjects.getFeaturedProject,
    values: (row) => ({
      title: row.title,
      slug: row.slug,
      description: row.description,
      imageUrl: row.imageUrl,
      category: row.category,
      ...altValues(row),
    }),
    create: featuredProjects.createFeaturedProject,
    update: featuredProjects.updateFeaturedProject,
    delete: featuredProjects.deleteFeaturedProject,
  }),
  "client-logos": store<clientLogos.ClientLogo, v.InferOutput<typeof clientLogoSchema>, WorkFormValues["client-logos"]>({
    schema: clientLogoSchema,
    listQuery: listQuery(clientLogos.CLIENT_LOGO_SORT_KEYS),
    list: (query) => clientLogos.listClientLogosPage(query as Parameters<typeof clientLogos.listClientLogosPage>[0]),
    get: clientLogos.getClientLogo,
    values: (row) => ({ name: row.name, imageUrl: row.imageUrl, ...altValues(row) }),
    create: clientLogos.createClientLogo,
    update: clientLogos.updateClientLogo,
    delete: clientLogos.deleteClientLogo,
  }),
  testimonials: store<testimonials.Testimonial, v.InferOutput<typeof testimonialSchema>, WorkFormValues["testimonials"]>({
    schema: testimonialSchema,
    listQuery: listQuery(testimonials.TESTIMONIAL_SORT_KEYS),
    list: (query) => testimonials.listTestimonialsPage(query as Parameters<typeof testimonials.listTestimonialsPage>[0]),
    get: testimonials.getTestimonial,
    values: (row) => ({
      name: row.name,
      position: row.position,
      company: row.company,
      testimonial: row.testimonial,
      rating: row.rating,
      imageSrc: row.imageSrc,
      ...altValues(row),
    }),
    create: testimonials.createTestimonial,
    update: testimonials.updateTestimonial,
    delete: testimonials.deleteTestimonial,
  }),
};

/** The rows each kind's list shows. */
export type WorkRows = { [K in WorkKindSlug]: Awaited<ReturnType<(typeof WORK_STORES)[K]["get"]>> & object };

/** The list a tab shows, tagged with its kind. */
export type WorkList = { [K in WorkKindSlug]: { kind: K; page: Page<WorkRows[K]> } }[WorkKindSlug];

/** One page of a kind's list, read from the list URL (?page=&q=&sort=&dir=). */
export async function loadWorkList(kind: WorkKindSlug, request: Request): Promise<WorkList> {
  const spec = WORK_STORES[kind] as unknown as WorkStore<unknown, unknown, unknown>;
  const query = parseListParams(request, spec.listQuery);
  return { kind, page: await spec.list(query) } as WorkList;
}
