import {
  chatAgentsResponse,
  chatAssignBody,
  chatCannedAnswer,
  chatCannedBody,
  chatCannedQuery,
  chatCannedResponse,
  chatChannels,
  chatConversation,
  chatConversationResponse,
  chatMessage,
  chatMessageBody,
  chatQueueQuery,
  chatQueueResponse,
  chatSinceQuery,
  chatStaffConversation,
  chatStartBody,
  chatTranscriptBody,
  chatTranscriptResponse,
  chatUnreadResponse,
} from "../chat.js";
import { idParams } from "../common.js";
import { z } from "../z.js";
import { type ApiRoutes, unchecked } from "./define.js";

const stream = unchecked<string>(); // a server-sent event stream
const ok = z.object({ ok: z.literal(true) });
const staff = { access: "staff", permission: "customers" } as const;

/**
 * The routes of `server/modules/chat/chat.routes.ts` (issue 20, multi-chat). The visitor's own
 * conversation is found by the session (and the account when logged in): no id in the path, so
 * nobody can name another's conversation.
 */
export const chatApi = {
  "chat:channels": {
    path: "/api/new/chat/channels/",
    GET: { response: { 200: chatChannels } },
  },
  "chat:conversation": {
    path: "/api/new/chat/conversation/",
    GET: { query: chatSinceQuery, response: { 200: chatConversationResponse } },
    POST: { body: chatStartBody, response: { 201: chatConversation } },
  },
  "chat:messages": {
    path: "/api/new/chat/conversation/messages/",
    POST: { body: chatMessageBody, response: { 201: chatMessage } },
  },
  "chat:events": {
    path: "/api/new/chat/conversation/events/",
    GET: { answer: stream },
  },
  "chat:transcript": {
    path: "/api/new/chat/conversation/transcript/",
    POST: { body: chatTranscriptBody, response: { 202: chatTranscriptResponse } },
  },
  "chat:staff-queue": {
    path: "/api/new/chat/staff/conversations/",
    GET: { query: chatQueueQuery, response: { 200: chatQueueResponse }, ...staff },
  },
  "chat:staff-conversation": {
    path: "/api/new/chat/staff/conversations/:id/",
    GET: { params: idParams, response: { 200: chatStaffConversation }, ...staff },
  },
  "chat:staff-assign": {
    path: "/api/new/chat/staff/conversations/:id/assign/",
    POST: { params: idParams, body: chatAssignBody, response: { 200: chatStaffConversation }, ...staff },
  },
  "chat:staff-reply": {
    path: "/api/new/chat/staff/conversations/:id/messages/",
    POST: { params: idParams, body: chatMessageBody, response: { 201: chatMessage }, ...staff },
  },
  "chat:staff-read": {
    path: "/api/new/chat/staff/conversations/:id/read/",
    POST: { params: idParams, response: { 200: ok }, ...staff },
  },
  "chat:staff-close": {
    path: "/api/new/chat/staff/conversations/:id/close/",
    POST: { params: idParams, response: { 200: chatStaffConversation }, ...staff },
  },
  "chat:staff-unread": {
    path: "/api/new/chat/staff/unread/",
    GET: { response: { 200: chatUnreadResponse }, ...staff },
  },
  "chat:staff-agents": {
    path: "/api/new/chat/staff/agents/",
    GET: { response: { 200: chatAgentsResponse }, ...staff },
  },
  "chat:staff-events": {
    path: "/api/new/chat/staff/events/",
    GET: { answer: stream, ...staff },
  },
  "chat:staff-canned": {
    path: "/api/new/chat/staff/canned/",
    GET: { query: chatCannedQuery, response: { 200: chatCannedResponse }, ...staff },
    POST: { body: chatCannedBody, response: { 201: chatCannedAnswer }, ...staff },
  },
  "chat:staff-canned-item": {
    path: "/api/new/chat/staff/canned/:id/",
    PATCH: { params: idParams, body: chatCannedBody, response: { 200: chatCannedAnswer }, ...staff },
    DELETE: { params: idParams, response: { 200: ok }, ...staff },
  },
} as const satisfies ApiRoutes;
