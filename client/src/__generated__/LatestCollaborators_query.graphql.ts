/**
 * @generated SignedSource<<2517b6d3b7950ce35d3745a6eeed2b6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestCollaborators_query$data = {
  readonly highlightedCollaborators: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly id: string;
        readonly path: string;
        readonly readerWords: {
          readonly headline: string;
          readonly locale: string;
        } | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "LatestCollaborators_query";
};
export type LatestCollaborators_query$key = {
  readonly " $data"?: LatestCollaborators_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestCollaborators_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestCollaborators_query",
  "selections": [
    {
      "alias": "highlightedCollaborators",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "QueryCollaboratorsConnection",
      "kind": "LinkedField",
      "name": "collaborators",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryCollaboratorsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Collaborator",
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
                  "name": "path",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "displayName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "CollaboratorWords",
                  "kind": "LinkedField",
                  "name": "readerWords",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "locale",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "headline",
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
      "storageKey": "collaborators(first:3)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7cb2b5839e3e891e1d956ec810c5032f";

export default node;
