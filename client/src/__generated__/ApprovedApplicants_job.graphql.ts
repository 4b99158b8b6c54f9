/**
 * @generated SignedSource<<5a4c5ae24e59795735e64932158c70db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApprovedApplicants_job$data = {
  readonly approvedApplicants: ReadonlyArray<{
    readonly applicant: {
      readonly id: string;
    } | null | undefined;
    readonly contractDays: number | null | undefined;
    readonly requestedSalaryRials: number | null | undefined;
    readonly submittedAt: string;
    readonly submittedBy: string | null | undefined;
  }>;
  readonly " $fragmentType": "ApprovedApplicants_job";
};
export type ApprovedApplicants_job$key = {
  readonly " $data"?: ApprovedApplicants_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovedApplicants_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApprovedApplicants_job",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApprovedApplicant",
      "kind": "LinkedField",
      "name": "approvedApplicants",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestedSalaryRials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contractDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "applicant",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Job",
  "abstractKey": null
};

(node as any).hash = "9086e66c9fdcd04a6984680533482388";

export default node;
