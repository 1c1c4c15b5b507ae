import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type CoverSpec, renderCover, storeImage } from '../../modules/uploads';
import { publicUrlOf, type Storage } from '../../storage/storage';
import type { Db } from '../client';
import { news, portfolioItems, projects } from '../schema';
import { demoPortfolio } from './community-data';
import type { DemoProject } from './project-types';
import { demoArticles } from './seed-magazine';

/** Drawn covers (WebP) by title: the magazine's articles, the members' portfolio items and the projects. */
export type DemoCovers = {
  articles: Map<string, Buffer>;
  portfolio: Map<string, Buffer>;
  projects: Map<string, Buffer>;
};

/** Runs `task` over every item, `concurrency` at a time (sharp already spreads one render over threads). */
async function eachLimited<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

async function renderAll(specs: CoverSpec[]): Promise<Map<string, Buffer>> {
  const covers = new Map<string, Buffer>();
  await eachLimited(specs, 3, async (spec) => {
    covers.set(spec.title, await renderCover(spec));
  });
  return covers;
}

/**
 * Draws a distinct cover for each demo article (its category's colours), portfolio item (its owner and title) and
 * project of `projects` (its category's colours and its title); the projects left out keep the category's cover.
 */
export async function renderDemoCovers(projects: DemoProject[]): Promise<DemoCovers> {
  const [articles, portfolio, projectCovers] = await Promise.all([
    renderAll(
      demoArticles.map((article) => {
        const category = article.categories[0] ?? 'Actualités';
        return { title: article.title, paletteKey: category };
      }),
    ),
    renderAll(
      demoPortfolio.map((item) => ({
        title: item.title,
        paletteKey: `${item.email}|${item.title}`,
      })),
    ),
    renderAll(
      projects.map((project) => ({
        title: project.title,
        paletteKey: project.title,
      })),
    ),
  ]);
  return { articles, portfolio, projects: projectCovers };
}

/**
 * Stores the covers like uploads (through the storage driver, under `news-images/<authorId>/` and the
 * owner's `portfolio/<userId>/` folder) and sets them on the rows of those titles that have no image yet.
 */
export async function attachCovers(db: Db, storage: Storage, covers: DemoCovers): Promise<number> {
  let attached = 0;
  const articleRows = await db
    .select({ id: news.id, title: news.title, authorId: news.authorId })
    .from(news)
    .where(and(inArray(news.title, [...covers.articles.keys()]), isNull(news.imageUrl)));
  for (const [index, row] of articleRows.entries()) {
    const image = covers.articles.get(row.title);
    if (!image) continue;
    const key = `news-images/${row.authorId ?? 'redaction'}/${Date.now()}-${index}.webp`;
    await storage.put(key, image, 'image/webp');
    await db
      .update(news)
      .set({ imageUrl: publicUrlOf(key) })
      .where(eq(news.id, row.id));
    attached += 1;
  }
  const portfolioRows = await db
    .select({ id: portfolioItems.id, title: portfolioItems.title, userId: portfolioItems.userId })
    .from(portfolioItems)
    .where(and(inArray(portfolioItems.title, [...covers.portfolio.keys()]), isNull(portfolioItems.imageUrl)));
  for (const row of portfolioRows) {
    const image = covers.portfolio.get(row.title);
    if (!image) continue;
    const imageUrl = await storeImage(storage, 'portfolio', row.userId, image);
    await db.update(portfolioItems).set({ imageUrl }).where(eq(portfolioItems.id, row.id));
    attached += 1;
  }
  const projectRows = await db
    .select({ id: projects.id, title: projects.title, userId: projects.userId })
    .from(projects)
    .where(and(inArray(projects.title, [...covers.projects.keys()]), isNull(projects.coverImage)));
  for (const row of projectRows) {
    const image = covers.projects.get(row.title);
    if (!image) continue;
    const coverImage = await storeImage(storage, 'project', row.userId, image);
    await db.update(projects).set({ coverImage }).where(eq(projects.id, row.id));
    attached += 1;
  }
  return attached;
}
