/**
 * @generated SignedSource<<9161dc7f4428044cc24396d88df623b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminFeedbackTestimonial_testimonial$data = {
  readonly company: string | null | undefined;
  readonly contact: string | null | undefined;
  readonly createdAt: string;
  readonly id: string;
  readonly name: string;
  readonly rating: number;
  readonly text: string;
  readonly " $fragmentType": "AdminFeedbackTestimonial_testimonial";
};
export type AdminFeedbackTestimonial_testimonial$key = {
  readonly " $data"?: AdminFeedbackTestimonial_testimonial$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminFeedbackTestimonial_testimonial">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminFeedbackTestimonial_testimonial",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "company",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contact",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Testimonial",
  "abstractKey": null
};

(node as any).hash = "4b227b496f74043c918a961128546051";

export default node;
