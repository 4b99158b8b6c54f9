/**
 * @generated SignedSource<<ad0f145ca7126a1e4ab56e6d1b43a08b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentConfigPage_list$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly document: {
        readonly title: string;
      } | null | undefined;
      readonly id: string;
      readonly publishedLocales: ReadonlyArray<string>;
      readonly slug: string;
    };
  }>;
  readonly " $fragmentType": "ContentConfigPage_list";
};
export type ContentConfigPage_list$key = {
  readonly " $data"?: ContentConfigPage_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentConfigPage_list">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentConfigPage_list",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QueryContentItemsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentItem",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
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
              "name": "slug",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "publishedLocales",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ContentDocument",
              "kind": "LinkedField",
              "name": "document",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QueryContentItemsConnection",
  "abstractKey": null
};

(node as any).hash = "6a0db139e3341044213d939681c11e42";

export default node;
