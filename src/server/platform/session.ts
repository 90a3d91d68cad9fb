import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { effectivePermissions, type Role } from "../../domain/staff-permissions.js";
import type { Db } from "../db/client.js";
import { deleteSession, insertSession, selectLiveSession } from "./session.queries.js";

export const SESSION_COOKIE = "sid";
const SESSION_DAYS = 30;

export type { Role };

export interface SessionUser {
  id: number;
  role: Role;
  permissions: string[];
  firstName: string | null;
}

const hash = (id: string) => createHash("sha256").update(id).digest("base64url");

/** One query: the session and its user, if the cookie names a live session. */
export async function loadSession(
  db: Db,
  sid: string | undefined,
): Promise<{ idHash: string; user: SessionUser | null } | null> {
  if (!sid || sid.length > 100) return null;
  const idHash = hash(sid);
  const row = await selectLiveSession(db, idHash, new Date());
  if (!row) return null;
  const user = row.userId
    ? {
        id: row.userId,
        role: row.role as Role,
        permissions: effectivePermissions(row.role ?? "customer", row.permissions ?? []),
        firstName: row.firstName ?? null,
      }
    : null;
  return { idHash, user };
}

/** Starts a fresh session (a new id on every login defeats session fixation) and sets the cookie. */
export async function startSession(
  db: Db,
  reply: FastifyReply,
  userId: number | null,
  secure: boolean,
): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await insertSession(db, { idHash: hash(sid), userId, expiresAt });
  reply.setCookie(SESSION_COOKIE, sid, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    expires: expiresAt,
  });
  return hash(sid);
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionIdHash) await deleteSession(db, request.sessionIdHash);
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/** The session id hash of this request, creating an anonymous session (e.g. for a guest cart) if needed. */
export async function ensureSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<string> {
  if (!request.sessionIdHash) request.sessionIdHash = await startSession(db, reply, null, secure);
  return request.sessionIdHash;
}
