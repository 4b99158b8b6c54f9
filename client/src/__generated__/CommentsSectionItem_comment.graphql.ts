/**
 * @generated SignedSource<<82917bc2eac5c7fe8ace6f5b4567a7d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentsSectionItem_comment$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly name: string;
  readonly replies: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly text: string;
  }>;
  readonly text: string;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "CommentsSectionItem_comment";
};
export type CommentsSectionItem_comment$key = {
  readonly " $data"?: CommentsSectionItem_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentsSectionItem_comment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentsSectionItem_comment",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "website",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "replies",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};
})();

(node as any).hash = "9646b4177397a6afad24513bf1fc413b";

export default node;
