/**
 * The Team Leader page's sections (routes/public/team-leader.tsx assembles
 * them): the founder's profile from app/content/founder.ts, the page's words
 * from app/content/team-leader.ts, the pictures staff manage.
 */
import { Award, ExternalLink, Globe, GraduationCap, Mail, MapPin, Phone, Quote, Send } from "lucide-react";
import { mailtoHref } from "~/lib/mailto";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { InstagramIcon, LinkedinIcon } from "~/components/site/social-icons";
import { YoutubeIcon } from "~/components/site/youtube-icon";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { founderProfile, type FounderSocialPlatform } from "~/content/founder";
import { teamLeaderPageCopy as copy } from "~/content/team-leader";
import { useSiteSettings } from "~/lib/root-data";
import { type PagePicture } from "~/lib/team-leader-pictures";

type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

const socialIcons: Record<FounderSocialPlatform, IconComponent> = {
  website: Globe,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
};

const profile = founderProfile;

const firstName = profile.name.split(" ")[0] ?? profile.name;

const initials = profile.name
  .split(" ")
  .map((part) => part[0])
  .join("")
  .slice(0, 2);

function ExternalAnchor({
  href,
  className,
  children,
  label,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  /** Accessible name when the visible content is only an icon. */
  label?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label ? `${label} ${copy.newTab}` : undefined}>
      {children}
      {!label && <span className="sr-only"> {copy.newTab}</span>}
    </a>
  );
}

function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {profile.socialLinks.map((link) => {
        const Icon = socialIcons[link.platform];
        return (
          <li key={link.platform}>
            <ExternalAnchor
              href={link.href}
              label={link.label}
              className="flex size-11 items-center justify-center rounded-full border bg-background text-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Icon className="size-5" aria-hidden="true" />
            </ExternalAnchor>
          </li>
        );
      })}
    </ul>
  );
}

function Portrait({ portrait }: { portrait: PagePicture | null }) {
  if (!portrait) {
    // No active profile picture: a monogram instead of a broken image.
    return (
      <div
        data-testid="profile-fallback"
        role="img"
        aria-label={profile.name}
        className="flex aspect-square w-full items-center justify-center rounded-3xl bg-gradient-to-br from-primary to-secondary font-display text-7xl font-extrabold text-primary-foreground shadow-xl sm:text-8xl"
      >
        {initials}
      </div>
    );
  }
  return (
    <ResponsiveImage
      data-testid="profile-picture"
      src={portrait.src}
      alt={portrait.alt}
      width={portrait.width}
      height={portrait.height}
      sizes="(min-width: 768px) 384px, 100vw"
      maxWidth={Math.max(320, portrait.width)}
      priority
      className="aspect-square w-full rounded-3xl object-cover shadow-xl"
    />
  );
}

export function Hero({ portrait }: { portrait: PagePicture | null }) {
  return (
    <section aria-labelledby="leader-heading" className="bg-muted pb-16 pt-28 sm:pt-32">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 md:grid-cols-[2fr_3fr] lg:px-8">
        <div className="mx-auto w-full max-w-sm">
          <Portrait portrait={portrait} />
        </div>
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">{profile.role}</p>
          <h1 id="leader-heading" className="text-4xl font-extrabold sm:text-5xl">
            {profile.name}
          </h1>
          <p className="mt-4 text-xl text-foreground/80">{profile.tagline}</p>
          <p className="mt-3 inline-flex items-center gap-2 text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            {profile.hometown}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Button asChild size="lg">
              <Link to="/contact">
                <Send aria-hidden="true" />
                {copy.contactButton}
              </Link>
            </Button>
            <SocialLinks className="flex flex-wrap gap-2" />
          </div>
        </div>
      </div>
    </section>
  );
}

export function About() {
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="about-heading" className="text-3xl font-bold sm:text-4xl">
            {copy.aboutHeading(firstName)}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-muted-foreground">
            {profile.bio.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <h2 id="interests-heading" className="mt-12 text-2xl font-bold">
            {copy.interestsHeading}
          </h2>
          <ul aria-labelledby="interests-heading" className="mt-4 flex flex-wrap gap-2">
            {profile.interests.map((interest) => (
              <li key={interest} className="rounded-full bg-accent px-4 py-1.5 text-sm font-medium text-accent-foreground">
                {interest}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="education-heading" className="flex items-center gap-2 text-2xl font-bold">
            <GraduationCap className="size-6 text-primary" aria-hidden="true" />
            {copy.educationHeading}
          </h2>
          <ol aria-labelledby="education-heading" className="mt-6 space-y-4">
            {profile.education.map((item) => (
              <li key={item.qualification} className="rounded-xl border bg-card p-5 shadow-sm">
                <h3 className="font-semibold">{item.qualification}</h3>
                <p className="text-sm text-muted-foreground">
                  {item.institution} · {item.period}
                </p>
                <p className="mt-2 text-sm">{item.note}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

export function Skills() {
  return (
    <section aria-labelledby="skills-heading" className="bg-muted py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <h2 id="skills-heading" className="mb-10 text-center text-3xl font-bold sm:text-4xl">
          {copy.skillsHeading}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2">
          {profile.skills.map((skill) => {
            const id = `skill-${skill.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
            return (
              <li key={skill.name}>
                <div className="mb-2 flex items-baseline justify-between gap-4">
                  <span id={id} className="font-medium">
                    {skill.name}
                  </span>
                  <span className="text-sm font-semibold text-primary" aria-hidden="true">
                    {copy.skillLevel(skill.level)}
                  </span>
                </div>
                <div
                  role="meter"
                  aria-labelledby={id}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={skill.level}
                  aria-valuetext={copy.skillLevel(skill.level)}
                  className="h-2.5 overflow-hidden rounded-full bg-background"
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${skill.level}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function Achievements() {
  return (
    <section aria-labelledby="achievements-heading" className="mx-auto max-w-4xl px-4 py-20 sm:px-6 lg:px-8">
      <h2 id="achievements-heading" className="mb-10 text-center text-3xl font-bold sm:text-4xl">
        {copy.achievementsHeading}
      </h2>
      <ol className="relative ml-4 space-y-8 border-l-2 border-primary/30 pl-8">
        {profile.achievements.map((item) => (
          <li key={item.title} className="relative">
            <span
              className="absolute -left-[2.95rem] top-0 flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground"
              aria-hidden="true"
            >
              <Award className="size-4" />
            </span>
            <p className="text-sm font-semibold text-primary">{item.year}</p>
            <h3 className="text-xl font-semibold">{item.title}</h3>
            <p className="mt-1 text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Vision() {
  return (
    <section aria-labelledby="vision-heading" className="bg-primary py-20 text-primary-foreground">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="vision-heading" className="text-3xl font-bold sm:text-4xl">
          {profile.vision.heading}
        </h2>
        <figure className="mt-8">
          <Quote className="mx-auto mb-4 size-10 opacity-80" aria-hidden="true" />
          <blockquote className="text-xl font-medium leading-relaxed sm:text-2xl">
            <p>{profile.vision.quote}</p>
          </blockquote>
          <figcaption className="mt-6 font-semibold opacity-95">— {profile.vision.attribution}</figcaption>
        </figure>
      </div>
    </section>
  );
}

export function Projects({ pictures }: { pictures: PagePicture[] }) {
  return (
    <section aria-labelledby="projects-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto mb-12 max-w-3xl text-center">
        <h2 id="projects-heading" className="text-3xl font-bold sm:text-4xl">
          {copy.projectsHeading}
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">{copy.projectsIntro}</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {profile.projects.map((project) => (
          <li key={project.title} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="text-xl font-semibold">{project.title}</h3>
            <p className="mt-3 flex-1 text-muted-foreground">{project.description}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${project.title} tags`}>
              {project.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
            <ExternalAnchor
              href={project.href}
              className="mt-5 inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              {project.linkLabel}
              <ExternalLink className="size-4" aria-hidden="true" />
            </ExternalAnchor>
          </li>
        ))}
      </ul>

      {pictures.length > 0 && (
        <div className="mt-16">
          <h3 className="mb-6 text-center text-2xl font-semibold">{copy.galleryHeading}</h3>
          <ul data-testid="project-pictures" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {pictures.map((picture) => (
              <li key={picture.id}>
                <figure className="overflow-hidden rounded-xl border bg-card shadow-sm">
                  <ResponsiveImage
                    src={picture.src}
                    alt={picture.alt}
                    width={picture.width}
                    height={picture.height}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    maxWidth={Math.max(320, picture.width)}
                    className="aspect-square w-full object-cover"
                  />
                  {picture.description && (
                    <figcaption className="p-4 text-sm text-muted-foreground">{picture.description}</figcaption>
                  )}
                </figure>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export function Contact() {
  const site = useSiteSettings();
  return (
    <section aria-labelledby="connect-heading" className="bg-secondary py-20 text-secondary-foreground">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="connect-heading" className="text-3xl font-bold sm:text-4xl">
          {profile.contact.heading}
        </h2>
        <p className="mt-4 text-lg text-secondary-foreground/90">{profile.contact.text}</p>
        <ul className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row sm:gap-8">
          <li>
            <a
              href={mailtoHref(site.email)}
              className="inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
            >
              <Mail className="size-5" aria-hidden="true" />
              <span className="sr-only">{copy.emailLabel}: </span>
              {site.email}
            </a>
          </li>
          <li>
            <a
              href={`tel:${site.phone.replace(/[^+\d]/g, "")}`}
              className="inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
            >
              <Phone className="size-5" aria-hidden="true" />
              <span className="sr-only">{copy.phoneLabel}: </span>
              {site.phone}
            </a>
          </li>
        </ul>
        <div className="mt-8 flex flex-col items-center gap-6">
          <Button asChild size="lg" variant="inverse">
            <Link to="/contact">
              <Send aria-hidden="true" />
              {copy.contactButton}
            </Link>
          </Button>
          <div>
            <h3 className="mb-3 text-sm font-semibold uppercase tracking-wider text-secondary-foreground/85">
              {copy.socialHeading}
            </h3>
            <SocialLinks className="flex flex-wrap justify-center gap-2" />
          </div>
        </div>
      </div>
    </section>
  );
}
