/**
 * @generated SignedSource<<e90915a797a39c8ec5d9ff2b89f975a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobDetail_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApplyForm_viewer">;
  readonly " $fragmentType": "JobDetail_viewer";
};
export type JobDetail_viewer$key = {
  readonly " $data"?: JobDetail_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobDetail_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobDetail_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApplyForm_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "76b11cc098beeecdd52abf627f22a55d";

export default node;
