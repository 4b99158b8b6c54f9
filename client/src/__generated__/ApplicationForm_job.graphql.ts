/**
 * @generated SignedSource<<526a682cf9d8055cea0f30c6fc439b52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationForm_job$data = {
  readonly id: string;
  readonly " $fragmentType": "ApplicationForm_job";
};
export type ApplicationForm_job$key = {
  readonly " $data"?: ApplicationForm_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationForm_job",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Job",
  "abstractKey": null
};

(node as any).hash = "cb234e067d19a64254c6da9af959c19a";

export default node;
