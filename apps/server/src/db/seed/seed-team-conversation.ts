import { randomUUID } from 'node:crypto';
import { fill, teamConversationMessages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../../storage/storage';
import { messageAttachments, projectConversationReads, projectMessages, projects } from '../schema';
import type { SeedContext } from './context';
import { DEMO_MEMBER_EMAIL } from './members';

/** The project whose team talks in the demo: Camille's feature in preparation (public team, two anonymous members). */
const projectTitle = 'La Maison d’en face';

type Line = { email: string; hoursAgo: number; content?: string; file?: 'callSheet' | 'scouting' };

/** The discussion, oldest first; Camille has read it up to `readHoursAgo`, so the last ones are unread. */
const lines: Line[] = [
  {
    email: 'camille@demo.fr',
    hoursAgo: 74,
    content:
      'Bonjour à toutes et à tous ! J’ouvre la discussion de l’équipe : c’est ici qu’on se cale pour la préparation.',
  },
  {
    email: 'julien.moreau@demo.fr',
    hoursAgo: 72,
    content:
      'Parfait. Le plan de financement est bouclé pour la préparation, je vous envoie le calendrier en fin de semaine.',
  },
  {
    email: 'sophie.lefevre@demo.fr',
    hoursAgo: 50,
    content:
      'Pour l’image, je propose une journée d’essais caméra à la lumière naturelle dans l’appartement de la rue des Martyrs.',
  },
  {
    email: 'lea.dubois@demo.fr',
    hoursAgo: 49,
    content: 'Je peux venir aux essais pour préparer le flux de montage (rushes, synchro, sauvegardes).',
  },
  { email: 'lea.dubois@demo.fr', hoursAgo: 48, file: 'scouting' },
  {
    email: 'camille@demo.fr',
    hoursAgo: 30,
    content: 'Super, merci ! Les essais auront lieu jeudi. Voici la feuille de service de la journée.',
  },
  { email: 'camille@demo.fr', hoursAgo: 29.9, file: 'callSheet' },
  {
    email: 'nadia.saidi@demo.fr',
    hoursAgo: 6,
    content: 'Je passe en fin de matinée avec deux comédiennes pour des lectures, si cela vous va.',
  },
  {
    email: 'sarah.cohen@demo.fr',
    hoursAgo: 2,
    content: 'La version 4 du scénario est presque prête : je l’apporterai jeudi en version papier.',
  },
];
const readHoursAgo = 20;

/** A one-page PDF (PDF 1.4, Helvetica, WinAnsi) with a title and lines of text: a real file a viewer opens. */
export function demoPdf(title: string, body: string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    'BT /F1 20 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td 16 TL',
    ...body.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const callSheet = () =>
  demoPdf('Feuille de service – Essais caméra'.replace('–', '-'), [
    "Film : La Maison d'en face",
    'Jeudi – Appartement, 12 rue des Martyrs, 75009 Paris (4e étage, code 4512B)'.replace('–', '-'),
    '',
    '08:00  Arrivée équipe image et lumière, café',
    '08:30  Installation caméra, essais optiques 35 et 50 mm',
    '10:00  Essais lumière naturelle, fenêtre sur cour',
    '11:30  Lectures avec deux comédiennes (casting)',
    '13:00  Déjeuner sur place',
    '14:00  Essais de nuit simulée, rideaux occultants',
    '17:00  Rangement, sauvegarde des rushes (deux copies)',
    '',
    'Contacts : Camille Martin (réalisation), Julien Moreau (production)',
  ]);

/** A scouting picture: the courtyard seen from the opposite window, drawn and encoded as a JPEG. */
async function scoutingPhoto(): Promise<{ buffer: Buffer; width: number; height: number }> {
  const width = 960;
  const height = 640;
  const windows = Array.from({ length: 12 }, (_, i) => {
    const x = 110 + (i % 4) * 190;
    const y = 120 + Math.floor(i / 4) * 160;
    const lit = i % 5 === 2 ? '#fde68a' : '#1e293b';
    return `<rect x="${x}" y="${y}" width="110" height="120" rx="4" fill="${lit}" stroke="#e2e8f0" stroke-width="6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect x="60" y="70" width="840" height="570" fill="#cbd5e1"/>
    ${windows}
    <rect x="0" y="600" width="${width}" height="40" fill="#334155"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { buffer, width, height };
}

/**
 * The team conversation of Camille's feature (issue 33): messages of the owner, of members and of the two
 * anonymous members, a PDF call sheet ('Feuille de service') and a scouting picture stored through the
 * storage driver as attachments are; Camille has two unread messages, Léa has read nothing since the call sheet.
 */
export async function seedTeamConversation(ctx: SeedContext, storage: Storage | undefined) {
  const [project] = await ctx.tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.title, projectTitle))
    .limit(1);
  if (!project) return { teamMessages: 0 };
  const at = (hoursAgo: number) => new Date(ctx.now.getTime() - hoursAgo * 3_600_000);
  let count = 0;
  for (const line of lines) {
    if (line.file && !storage) continue;
    const senderId = ctx.idOf(line.email);
    const [row] = await ctx.tx
      .insert(projectMessages)
      .values({ projectId: project.id, senderId, content: line.content ?? '', createdAt: at(line.hoursAgo) })
      .returning({ id: projectMessages.id });
    if (!row) continue;
    count += 1;
    if (!line.file || !storage) continue;
    const file =
      line.file === 'callSheet'
        ? {
            buffer: callSheet(),
            fileName: 'Feuille de service - essais caméra.pdf',
            contentType: 'application/pdf',
            width: null,
            height: null,
            ext: 'pdf',
          }
        : {
            ...(await scoutingPhoto()),
            fileName: 'Repérage cour intérieure.jpg',
            contentType: 'image/jpeg',
            ext: 'jpg',
          };
    const storageKey = `message-attachments/${senderId}/${randomUUID()}.${file.ext}`;
    await storage.put(storageKey, file.buffer, file.contentType);
    await ctx.tx.insert(messageAttachments).values({
      projectMessageId: row.id,
      uploaderId: senderId,
      storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.buffer.length,
      width: file.width,
      height: file.height,
      createdAt: at(line.hoursAgo),
    });
  }
  const camilleId = ctx.idOf(DEMO_MEMBER_EMAIL);
  await ctx.tx.insert(projectConversationReads).values([
    { projectId: project.id, userId: camilleId, readAt: at(readHoursAgo) },
    { projectId: project.id, userId: ctx.idOf('lea.dubois@demo.fr'), readAt: at(29) },
  ]);
  // Camille's notice of the unread messages, as the send command leaves it (one per conversation until read).
  const sarahId = ctx.idOf('sarah.cohen@demo.fr');
  ctx.notifications.push({
    userId: camilleId,
    type: 'message',
    kind: 'teamMessage',
    content: fill(teamConversationMessages.notification, {
      name: ctx.nameOf(sarahId),
      project: projectTitle,
    }),
    relatedId: project.id,
    actorId: sarahId,
    actorName: ctx.nameOf(sarahId),
    read: false,
    createdAt: at(2),
  });
  return { teamMessages: count };
}
