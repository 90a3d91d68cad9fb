import { idParams } from "../common.js";
import {
  accountNewsletter,
  accountNewsletterBody,
  accountNewsletterSaved,
  adminListQuery,
  contactBody,
  contactMessageItem,
  jobApplicationBody,
  jobApplicationItem,
  jobPosition,
  subscribeBody,
  tokenBody,
} from "../engagement.js";
import { z } from "../z.js";
import { type ApiRoutes, unchecked } from "./define.js";

const ok = z.object({ ok: z.literal(true), message: z.string() });
const page = <T extends z.ZodType>(item: T) => z.object({ count: z.number(), results: z.array(item) });

/** The routes of `server/modules/…/engagement.routes.ts`. */
export const engagementApi = {
  "engagement:subscribe": {
    path: "/api/new/news/subscriber/add-subscriber/",
    POST: { body: subscribeBody, response: { 201: ok } },
  },
  "engagement:subscribe-confirm": {
    path: "/api/new/news/subscriber/confirm/",
    POST: { body: tokenBody, response: { 200: ok } },
  },
  "engagement:unsubscribe": {
    path: "/api/new/news/subscriber/unsubscribe/",
    POST: { body: tokenBody, response: { 200: ok } },
  },
  "engagement:newsletter-account": {
    path: "/api/new/news/subscriber/account/",
    GET: { response: { 200: accountNewsletter }, access: "user" },
    PUT: { body: accountNewsletterBody, response: { 200: accountNewsletterSaved }, access: "user" },
  },
  "engagement:contact": {
    path: "/api/new/engagement/contact/",
    POST: { body: contactBody, response: { 201: ok } },
  },
  "engagement:jobs": { path: "/api/new/engagement/jobs/", GET: { response: { 200: z.array(jobPosition) } } },
  "engagement:job-apply": {
    path: "/api/new/engagement/jobs/apply/",
    POST: { body: jobApplicationBody, response: { 201: ok } },
  },
  "engagement:admin-messages": {
    path: "/api/new/engagement/admin/contact-messages/",
    GET: {
      query: adminListQuery,
      response: { 200: page(contactMessageItem) },
      access: "staff",
      permission: "customers",
    },
  },
  "engagement:admin-message": {
    path: "/api/new/engagement/admin/contact-messages/:id/",
    PATCH: {
      params: idParams,
      body: z.object({ handled: z.boolean() }),
      response: { 200: z.object({ ok: z.literal(true) }) },
      access: "staff",
      permission: "customers",
    },
  },
  "engagement:admin-applications": {
    path: "/api/new/engagement/admin/job-applications/",
    GET: {
      query: adminListQuery,
      response: { 200: page(jobApplicationItem) },
      access: "staff",
      permission: "customers",
    },
  },
  "engagement:admin-cv": {
    path: "/api/new/engagement/admin/job-applications/:id/cv/",
    GET: {
      params: idParams,
      access: "supervisor",
      permission: "customers",
      answer: unchecked<string>() /* the CV file */,
    },
  },
  "engagement:admin-subscribers": {
    path: "/api/new/engagement/admin/subscribers/",
    GET: { response: { 200: z.object({ confirmed: z.number() }) }, access: "staff", permission: "customers" },
  },
  "engagement:admin-subscribers-export": {
    path: "/api/new/engagement/admin/subscribers/export/",
    GET: { access: "supervisor", permission: "customers", answer: unchecked<string>() /* CSV */ },
  },
} as const satisfies ApiRoutes;
