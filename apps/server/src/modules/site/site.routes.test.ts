import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildUser } from '../../test/factories';
import { buildProject } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

const configured = {
  LEGAL_COMPANY_NAME: 'Plateau Productions',
  LEGAL_FORM: 'SARL',
  LEGAL_CAPITAL: '10 000 €',
  LEGAL_ADDRESS: '12 rue des Studios, 69002 Lyon',
  LEGAL_SIRET: '123 456 789 00012',
  LEGAL_VAT_NUMBER: 'FR12 123456789',
  LEGAL_PUBLICATION_DIRECTOR: 'Léa Martin',
  LEGAL_HOST_NAME: 'Hébergement Lyonnais SAS',
  LEGAL_HOST_ADDRESS: '5 quai du Rhône, 69001 Lyon',
  LEGAL_CONTACT_EMAIL: 'bonjour@plateau-productions.fr',
  LEGAL_PHONE: '04 72 00 00 00',
  LEGAL_HOST_PHONE: '04 78 00 00 00',
  LEGAL_MEDIATOR_NAME: 'CM2C',
  LEGAL_MEDIATOR_URL: 'https://www.cm2c.net',
  LEGAL_UPDATED_AT: '2026-09-01',
  LEGAL_INSTAGRAM_URL: 'https://www.instagram.com/plateau',
  LEGAL_YOUTUBE_URL: 'https://www.youtube.com/@plateau',
};

/** An app whose configuration reads these environment variables. */
async function appWith(env: Record<string, string>): Promise<TestContext> {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plateau-site-')), ...env });
  return createTestApp({ legal: config.legal });
}

let demo: TestContext;
let custom: TestContext;
beforeAll(async () => {
  demo = await appWith({});
  custom = await appWith(configured);
});
afterAll(async () => {
  await Promise.all([demo.app.close(), custom.app.close()]);
});

describe('GET /api/site/legal', () => {
  it('serves demo details that say they are demo values when nothing is configured', async () => {
    const response = await demo.request({ method: 'GET', url: '/api/site/legal' });
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details.companyName).toContain('démonstration');
    expect(details.siret).toContain('démonstration');
    expect(details.hostAddress).toContain('démonstration');
    expect(details.contactEmail).toBe('contact@plateau.example');
    expect(details.phone).toContain('démonstration');
    expect(details.hostPhone).toContain('démonstration');
    expect(details.mediatorName).toContain('démonstration');
    expect(details.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // No social account configured: the footer shows no icon.
    expect([details.instagramUrl, details.xUrl, details.linkedinUrl, details.youtubeUrl]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(Object.values(details).join(' ')).not.toMatch(/[[\]{}]/);
  });

  it('serves the LEGAL_* variables to a visitor', async () => {
    const response = await custom.request({ method: 'GET', url: '/api/site/legal' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      companyName: 'Plateau Productions',
      legalForm: 'SARL',
      capital: '10 000 €',
      address: '12 rue des Studios, 69002 Lyon',
      siret: '123 456 789 00012',
      vatNumber: 'FR12 123456789',
      publicationDirector: 'Léa Martin',
      hostName: 'Hébergement Lyonnais SAS',
      hostAddress: '5 quai du Rhône, 69001 Lyon',
      contactEmail: 'bonjour@plateau-productions.fr',
      phone: '04 72 00 00 00',
      hostPhone: '04 78 00 00 00',
      mediatorName: 'CM2C',
      mediatorUrl: 'https://www.cm2c.net',
      updatedAt: '2026-09-01',
      instagramUrl: 'https://www.instagram.com/plateau',
      xUrl: null,
      linkedinUrl: null,
      youtubeUrl: 'https://www.youtube.com/@plateau',
    });
  });

  it('refuses to start with a mediator, social address or update date that is not one', () => {
    for (const env of [
      { LEGAL_MEDIATOR_URL: 'cm2c' },
      { LEGAL_X_URL: 'plateau' },
      { LEGAL_UPDATED_AT: '31/12/2026' },
    ]) {
      expect(() => loadConfig({ DATA_DIR: tmpdir(), ...env })).toThrow(new RegExp(Object.keys(env)[0] ?? ''));
    }
  });

  it('refuses to start with a contact address that is not an e-mail', () => {
    expect(() => loadConfig({ DATA_DIR: tmpdir(), LEGAL_CONTACT_EMAIL: 'pas-une-adresse' })).toThrow(
      /LEGAL_CONTACT_EMAIL/,
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every project page under PUBLIC_URL, not the members-only pages', async () => {
    const owner = await buildUser(demo.db);
    const project = await buildProject(demo.db, { userId: owner.id, title: 'Projet du plan du site' });
    const gone = await buildUser(demo.db, { deletedAt: new Date() });
    const ofDeleted = await buildProject(demo.db, { userId: gone.id });
    const response = await demo.request({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const origin = demo.app.config.publicUrl;
    for (const page of [
      '/',
      '/influencer',
      '/mentions-legales',
      '/confidentialite',
      '/conditions',
      '/a-propos',
    ]) {
      expect(locations).toContain(`${origin}${page}`);
    }
    expect(locations).toContain(`${origin}/projets/${project.id}`);
    expect(locations).not.toContain(`${origin}/projets/${ofDeleted.id}`);
    expect(locations.some((location) => /\/(talents|dashboard|messages|admin)/.test(location ?? ''))).toBe(
      false,
    );
    expect(response.body).toContain(`<lastmod>${project.updatedAt.toISOString()}</lastmod>`);
  });
});
