/**
 * @generated SignedSource<<531a0fe4256395b8807d918c889a0c48>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobDetail_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApplyForm_viewer" | "MessageEmployer_viewer">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessageEmployer_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "23582fe14c36c36586d6ccf94d21d2cd";

export default node;
