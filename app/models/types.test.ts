import { describe, expectTypeOf, it } from "vitest";
import type { BlogCategory } from "./blog-categories";
import type { BlogPostInput } from "./blog-post";
import type { BookingInput, BookingUpdateInput, BookingStatus, ProjectType, TimeSlot } from "./booking";
import type { ContactInput } from "./contact";
import type { ApplicationInput, SkillId } from "./membership";
import type { ImageType, TeamLeaderPictureInput } from "./team-leader-picture";
import type { CaseStudyInput, TestimonialInput } from "./work";
import type { ListQuery } from "./pagination";
import { createListQuerySchema } from "./pagination";
import type * as v from "valibot";

describe("inferred output types", () => {
  it("match the stored columns", () => {
    expectTypeOf<BlogPostInput>().toEqualTypeOf<{
      title: string;
      slug?: string | undefined;
      excerpt: string;
      author: string;
      content: string;
      category: BlogCategory;
      published: boolean;
      imageUrl?: string | undefined;
      publishAt?: Date | undefined;
      imageAlt?: string | undefined;
      imageDecorative?: boolean | undefined;
    }>();
    expectTypeOf<BookingInput>().toEqualTypeOf<{
      eventDate: string;
      timeSlot: TimeSlot;
      eventType: ProjectType;
      name: string;
      email: string;
      phone: string;
      location: string;
      details?: string | undefined;
    }>();
    expectTypeOf<BookingUpdateInput>().toEqualTypeOf<{ status: BookingStatus; notes?: string | undefined }>();
    expectTypeOf<ContactInput>().toEqualTypeOf<{ name: string; email: string; subject: string; message: string }>();
    expectTypeOf<ApplicationInput>().toEqualTypeOf<{
      fullName: string;
      email: string;
      phone?: string | undefined;
      age: number;
      socialMediaHandle: string;
      followersCount: number;
      skills: SkillId[];
      motivation: string;
    }>();
    expectTypeOf<TeamLeaderPictureInput>().toEqualTypeOf<{
      imageType: ImageType;
      altText: string;
      description?: string | undefined;
      displayOrder: number;
      isActive: boolean;
      imagePath?: string | undefined;
    }>();
    expectTypeOf<CaseStudyInput>().toEqualTypeOf<{
      title: string;
      slug?: string | undefined;
      description: string;
      imageUrl: string;
      imageAlt?: string | undefined;
      imageDecorative?: boolean | undefined;
      readMoreLink: string;
      tags: string[];
    }>();
    expectTypeOf<TestimonialInput["rating"]>().toEqualTypeOf<number>();
    const listSchema = createListQuerySchema({ sortKeys: ["createdAt", "title"], defaultSort: "createdAt" });
    expectTypeOf<v.InferOutput<typeof listSchema>>().toEqualTypeOf<ListQuery<"createdAt" | "title">>();
  });
});
