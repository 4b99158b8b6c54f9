import type { Position } from '@platform/rules/resumes';
import { resumeLimits as L } from '@platform/rules/resumes';
import { cost } from '@platform/subgraph-kit/cost';
import { builder } from '../builder.ts';

/** A position held, in a résumé's experience and on a collaborator's profile (`positionRule` in the rules). */
export const PositionRef = builder.objectRef<Position>('ResumeExperience').implement({
  description:
    'A position held, in a résumé or on a collaborator’s profile: months as YYYY-MM; no end while it goes on. ' +
    'Plain text.',
  fields: (t) => ({
    title: t.exposeString('title'),
    organization: t.exposeString('organization'),
    place: t.exposeString('place', { nullable: true }),
    start: t.exposeString('start'),
    end: t.exposeString('end', { nullable: true }),
    description: t.exposeString('description', { nullable: true, directives: cost.text(L.descriptionMax) }),
  }),
});

export const PositionInput = builder.inputType('ResumeExperienceInput', {
  fields: (f) => ({
    title: f.string({ required: true }),
    organization: f.string({ required: true }),
    place: f.string({ required: false }),
    start: f.string({ required: true }),
    end: f.string({ required: false }),
    description: f.string({ required: false }),
  }),
});
