/**
 * @generated SignedSource<<2e88a7d0154f5d1ea745382a29db3abd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "HIRED" | "REJECTED" | "REVIEWED" | "SUBMITTED" | "%future added value";
export type JobStatus = "CLOSED" | "DRAFT" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplyShortcut_job$data = {
  readonly isExpired: boolean;
  readonly language: string;
  readonly permanent: boolean;
  readonly status: JobStatus;
  readonly title: string;
  readonly viewerApplication: {
    readonly status: ApplicationStatus;
  } | null | undefined;
  readonly " $fragmentType": "ApplyShortcut_job";
};
export type ApplyShortcut_job$key = {
  readonly " $data"?: ApplyShortcut_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplyShortcut_job">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplyShortcut_job",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isExpired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permanent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "JobApplication",
      "kind": "LinkedField",
      "name": "viewerApplication",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Job",
  "abstractKey": null
};
})();

(node as any).hash = "09da7f9f6c2a0b62d2ac1317a746bc3c";

export default node;
