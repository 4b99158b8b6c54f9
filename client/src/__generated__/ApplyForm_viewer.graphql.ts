/**
 * @generated SignedSource<<defd7f65c8a75ed5b902f575c2a74023>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplyForm_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_viewer">;
  readonly " $fragmentType": "ApplyForm_viewer";
};
export type ApplyForm_viewer$key = {
  readonly " $data"?: ApplyForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplyForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplyForm_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApplicationForm_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8b343b5773a830ffaa952ee99d1554d4";

export default node;
