/**
 * @generated SignedSource<<54536283a394f53d50561ee012639719>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentFigure = "OPEN_JOBS" | "PUBLISHED_TESTS" | "TESTS_TAKEN" | "%future added value";
export type ContentKind = "ARTICLE" | "COURSE" | "FEATURE" | "PAGE" | "SERVICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContentEditor_item$data = {
  readonly id: string;
  readonly kind: ContentKind;
  readonly path: string | null | undefined;
  readonly publishedLocales: ReadonlyArray<string>;
  readonly publishedRevisionId: string | null | undefined;
  readonly revisions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly author: {
          readonly displayName: string;
        };
        readonly createdAt: string;
        readonly id: string;
        readonly parts: {
          readonly claims: ReadonlyArray<{
            readonly figure: ContentFigure | null | undefined;
            readonly label: string;
            readonly value: string;
          }>;
          readonly faq: ReadonlyArray<{
            readonly answer: string;
            readonly question: string;
          }>;
          readonly sections: ReadonlyArray<{
            readonly body: string;
            readonly heading: string;
          }>;
          readonly steps: ReadonlyArray<{
            readonly text: string;
            readonly title: string;
          }>;
        };
        readonly summary: string;
        readonly title: string;
      };
    }>;
  };
  readonly " $fragmentType": "ContentEditor_item";
};
export type ContentEditor_item$key = {
  readonly " $data"?: ContentEditor_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentEditor_item">;
};

import ContentEditorRefetchQuery_graphql from './ContentEditorRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "revisions"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "lang"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "lang"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ContentEditorRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ContentEditor_item",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
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
      "args": (v2/*:: as any*/),
      "kind": "ScalarField",
      "name": "publishedRevisionId",
      "storageKey": null
    },
    {
      "alias": "revisions",
      "args": (v2/*:: as any*/),
      "concreteType": "ContentItemRevisionsConnection",
      "kind": "LinkedField",
      "name": "__ContentEditor_revisions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentItemRevisionsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ContentRevision",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                },
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "summary",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "author",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "displayName",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ContentParts",
                  "kind": "LinkedField",
                  "name": "parts",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ContentSection",
                      "kind": "LinkedField",
                      "name": "sections",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "heading",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "body",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ContentQuestion",
                      "kind": "LinkedField",
                      "name": "faq",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "question",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "answer",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ContentClaim",
                      "kind": "LinkedField",
                      "name": "claims",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "value",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "label",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "figure",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ContentStep",
                      "kind": "LinkedField",
                      "name": "steps",
                      "plural": true,
                      "selections": [
                        (v3/*:: as any*/),
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "text",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};
})();

(node as any).hash = "f61c576d81748ef89bff47ab73044c29";

export default node;
