/**
 * @generated SignedSource<<168fe4fd2a527438bca0b5c1d57c5fda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageEmployer_viewer$data = {
  readonly id: string;
  readonly " $fragmentType": "MessageEmployer_viewer";
};
export type MessageEmployer_viewer$key = {
  readonly " $data"?: MessageEmployer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageEmployer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageEmployer_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "fcee456186fa01c897ee286309542aee";

export default node;
