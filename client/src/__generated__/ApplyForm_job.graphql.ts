/**
 * @generated SignedSource<<da947bba4db3ffd13e399e8d62f7f626>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "HIRED" | "REJECTED" | "REVIEWED" | "SUBMITTED" | "%future added value";
export type JobStatus = "CLOSED" | "DRAFT" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplyForm_job$data = {
  readonly isExpired: boolean;
  readonly permanent: boolean;
  readonly status: JobStatus;
  readonly viewerApplication: {
    readonly status: ApplicationStatus;
    readonly submittedAt: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_job">;
  readonly " $fragmentType": "ApplyForm_job";
};
export type ApplyForm_job$key = {
  readonly " $data"?: ApplyForm_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplyForm_job">;
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
  "name": "ApplyForm_job",
  "selections": [
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApplicationForm_job"
    }
  ],
  "type": "Job",
  "abstractKey": null
};
})();

(node as any).hash = "381199893c49f4e920eeaba9b8385fb0";

export default node;
